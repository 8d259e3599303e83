// Refine's notifications through antd's message/notification API (needs antd's <App> above it).
export { useNotificationProvider as notificationProvider } from '@refinedev/antd';
