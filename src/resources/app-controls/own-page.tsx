// /app-controls: the school's own blocked paths.
export { OwnAppControls as default } from './app-controls-page.tsx';
