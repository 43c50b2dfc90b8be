/** The back office (/admin/*): its own frame and routes, loaded as its own chunks. */
export { AdminApp } from './admin-app';
