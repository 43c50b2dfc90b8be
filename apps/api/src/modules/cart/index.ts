import type { Router } from 'express';
import type { AppContext } from '../../app-context';
import { cartRouter } from './cart.router';
import { createCartService } from './cart.service';

export { clearCart, listCartLines, type CartLine } from './cart.service';

export const cartModule = (ctx: AppContext): Router => cartRouter(createCartService(ctx.db, ctx.clock), ctx.sessions);
