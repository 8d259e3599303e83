// /ei/app-controls: operators edit any tenant's blocked paths and the default list.
export { AnyAppControls as default } from './app-controls-page.tsx';
