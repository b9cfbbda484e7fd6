// A Vue 3 app using biz-widgets: configure, then the elements in a template (App.vue).
import { createApp } from 'vue';
import { configure } from 'biz-widgets';
import App from './App.vue';

configure({ apiBase: import.meta.env.VITE_BIZ_API_BASE ?? '' });
createApp(App).mount('#app');
