ALTER TABLE "mail_outbox" ADD COLUMN "sender_name" text;
