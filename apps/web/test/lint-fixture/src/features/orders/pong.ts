import { ping } from './ping';
export const pong = (): unknown => ping;
