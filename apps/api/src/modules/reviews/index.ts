import type { Router } from 'express';
import type { AppContext } from '../../app-context';
import { createReviewsRepository } from './reviews.repository';
import { reviewsRouter } from './reviews.router';
import { createReviewsService } from './reviews.service';

/** Wires the reviews module: a book's reviews (public) and adding one (signed in). */
export const reviewsModule = (ctx: AppContext): Router =>
  reviewsRouter(createReviewsService(createReviewsRepository(ctx.db), ctx.clock), ctx.sessions);
