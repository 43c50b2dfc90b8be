import type { Router } from 'express';
import type { AppContext } from '../../app-context';
import { createWishlistService } from './wishlist.service';
import { wishlistRouter } from './wishlist.router';

export const wishlistModule = (ctx: AppContext): Router => wishlistRouter(createWishlistService(ctx.db, ctx.clock), ctx.sessions);
