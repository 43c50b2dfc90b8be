import type { Router } from 'express';
import type { AppContext } from '../../app-context';
import { adminDashboardRouter } from './admin-dashboard.router';
import { createAdminDashboardService } from './admin-dashboard.service';

export const adminDashboardModule = (ctx: AppContext): Router => adminDashboardRouter(createAdminDashboardService(ctx.db, ctx.clock), ctx.sessions);
