import { z } from 'zod';
import { USER_ROLES } from '../auth/auth.schemas';
import { paginationSchema } from '../catalog/catalog.schemas';
import { defineEndpoint } from '../common/endpoint';
import { successResponse } from '../common/envelope';
import { idRule } from '../common/fields';
import { MESSAGES } from '../common/messages';
import { blankToUndefined, optionalQueryText } from '../common/query';
import { adminOrderSummarySchema, adminPageQueryShape } from './orders';

/** The back office's customers: who bought what. Never a password hash, session or code. */

export const ADMIN_CUSTOMER_MESSAGES = {
  customerNotFound: 'Customer not found',
} as const;

/** Orders shown on a customer's page (newest first). */
export const ADMIN_CUSTOMER_ORDERS_LIMIT = 50;

const invalid = MESSAGES.general.invalidRequest;

export const adminCustomersQuerySchema = z.object({
  /** Name, last name, e-mail or phone (case-insensitive, part of the value). */
  search: optionalQueryText,
  verified: z.preprocess(
    blankToUndefined,
    z
      .enum(['true', 'false'], { error: invalid })
      .transform((value) => value === 'true')
      .optional(),
  ),
  ...adminPageQueryShape,
});
export type AdminCustomersQuery = z.infer<typeof adminCustomersQuerySchema>;
export type AdminCustomersQueryInput = z.input<typeof adminCustomersQuerySchema>;

/**
 * One row of the customers table. `totalSpent` (rupees) sums the orders that were not cancelled or refunded;
 * `orderCount` counts every order.
 */
export const adminCustomerSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobileNumber: z.string(),
  city: z.string(),
  isAccountVerified: z.boolean(),
  role: z.enum(USER_ROLES),
  createdAt: z.string(),
  orderCount: z.number().int(),
  totalSpent: z.number(),
});
export type AdminCustomerSummary = z.infer<typeof adminCustomerSummarySchema>;

export const adminCustomersListResponseSchema = successResponse({
  customers: z.array(adminCustomerSummarySchema),
  pagination: paginationSchema,
});
export type AdminCustomersListResponse = z.infer<typeof adminCustomersListResponseSchema>;

export const adminCustomerDetailSchema = adminCustomerSummarySchema.extend({
  address: z.string(),
  postCode: z.string(),
  country: z.string(),
  shippingAddress: z.string(),
  profilePicture: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminCustomerDetail = z.infer<typeof adminCustomerDetailSchema>;

export const adminCustomerResponseSchema = successResponse({
  customer: adminCustomerDetailSchema,
  /** The latest ADMIN_CUSTOMER_ORDERS_LIMIT orders, newest first. */
  orders: z.array(adminOrderSummarySchema),
});
export type AdminCustomerResponse = z.infer<typeof adminCustomerResponseSchema>;

export const adminCustomerParamsSchema = z.object({ userId: idRule() });

export const adminCustomersRoutes = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/customers',
    query: adminCustomersQuerySchema,
    response: adminCustomersListResponseSchema,
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/api/admin/customers/:userId',
    params: adminCustomerParamsSchema,
    response: adminCustomerResponseSchema,
  }),
};
