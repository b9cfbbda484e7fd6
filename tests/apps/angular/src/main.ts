// As docs/partners.md#angular says: configure() once, in main.ts, before the app starts; the
// import also starts the autoloader. The fixture's API base is set at build time (`ng build
// --define BIZ_API_BASE=…`, the demo backend's origin); a partner writes their API's URL there.
import { bootstrapApplication } from '@angular/platform-browser';
import { configure } from 'biz-widgets';
import { appConfig } from './app/app.config';
import { App } from './app/app';

declare const BIZ_API_BASE: string;
configure({ apiBase: BIZ_API_BASE });

bootstrapApplication(App, appConfig).catch((err) => console.error(err));
