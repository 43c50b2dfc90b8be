import { MESSAGES, NAME_PATTERN, TEXT_LIMITS, emailRule, formPasswordRule } from '@bookstore/contracts';
import { z } from 'zod';

/** An admin account's sign-in: the register form's rules, so the admin can sign in like anyone else. */
export interface AdminCredentials {
  email: string;
  password: string;
  /** Shown in the timeline of orders the admin changes; 'Admin' when not given. */
  name?: string;
}

const credentialsSchema = z.object({
  email: emailRule(MESSAGES.register.invalidEmail),
  password: formPasswordRule().max(TEXT_LIMITS.passwordMax, MESSAGES.reset.passwordTooLong),
  name: z
    .string()
    .trim()
    .min(1, 'Name must not be empty')
    .max(TEXT_LIMITS.nameMax, MESSAGES.register.nameTooLong)
    .regex(NAME_PATTERN, 'Name may contain only letters, numbers and spaces')
    .optional(),
});

export interface CredentialsProblem {
  field: 'ADMIN_EMAIL' | 'ADMIN_PASSWORD' | 'name';
  message: string;
}

const FIELD_NAMES = { email: 'ADMIN_EMAIL', password: 'ADMIN_PASSWORD', name: 'name' } as const;

/** The first broken rule (field and message), or null when the credentials are usable. */
export function adminCredentialsProblem(input: AdminCredentials): CredentialsProblem | null {
  const result = credentialsSchema.safeParse(input);
  if (result.success) return null;
  const issue = result.error.issues[0]!;
  const key = issue.path[0] as keyof typeof FIELD_NAMES;
  return { field: FIELD_NAMES[key] ?? 'ADMIN_EMAIL', message: issue.message };
}

/** The credentials trimmed and lower-cased as stored; throws the first broken rule's message. */
export function parseAdminCredentials(input: AdminCredentials): Required<AdminCredentials> {
  const result = credentialsSchema.safeParse(input);
  if (!result.success) throw new Error(result.error.issues[0]!.message);
  return { ...result.data, name: result.data.name ?? 'Admin' };
}
