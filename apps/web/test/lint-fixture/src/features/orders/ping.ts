import { pong } from './pong';
export const ping = () => pong();
