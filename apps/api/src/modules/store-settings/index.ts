import type { Router } from 'express';
import type { AppContext } from '../../app-context';
import { storeSettingsRouter } from './store-settings.router';
import { createStoreSettingsService } from './store-settings.service';

/** The shop's settings: the back office's page and the storefront's public read. */
export const storeSettingsModule = (ctx: AppContext): Router =>
  storeSettingsRouter(createStoreSettingsService({ db: ctx.db, store: ctx.settings, clock: ctx.clock, storage: ctx.storage, logger: ctx.logger }), ctx.sessions);

export { createStoreSettingsStore, type CurrentSettings, type StoreSettingsStore } from './store-settings.store';
export { storeSettingsPageHead, scriptSafeJson, INLINE_SETTINGS_ID } from './settings-page-head';
