// A Vue 3 app using biz-widgets: configure, then the elements in a template (App.vue).
import { createApp } from 'vue';
import { configure } from 'biz-widgets';
import App from './App.vue';

configure({ apiBase: 'https://www.example-news.ru', credentials: 'include' });
createApp(App).mount('#app');
