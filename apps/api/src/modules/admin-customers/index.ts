import type { Router } from 'express';
import type { AppContext } from '../../app-context';
import { createAdminOrdersReader } from '../admin-orders';
import { adminCustomersRouter } from './admin-customers.router';
import { createAdminCustomersService } from './admin-customers.service';

export const adminCustomersModule = (ctx: AppContext): Router =>
  adminCustomersRouter(createAdminCustomersService(ctx.db, createAdminOrdersReader(ctx.db)), ctx.sessions);
