import type { Router } from 'express';
import type { AppContext } from '../../app-context';
import { adminMailRouter } from './admin-mail.router';
import { createAdminMailService } from './admin-mail.service';

/** The back office's failed mails and their retry; the outbox and its worker live in lib/mail/outbox. */
export const adminMailModule = (ctx: AppContext): Router =>
  adminMailRouter(createAdminMailService({ db: ctx.db, outbox: ctx.mailOutbox, clock: ctx.clock }), ctx.sessions);
