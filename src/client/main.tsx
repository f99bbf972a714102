import { startApp } from './app/start-app';

await startApp();
