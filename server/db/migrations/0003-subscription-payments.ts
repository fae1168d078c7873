/**
 * Subscription payments: what the demo's pretend wallet has received for an invoice, and
 * whether the end of a subscription has been announced (Mitra's expiration monitor).
 */
export const sql = `
ALTER TABLE invoices ADD COLUMN received_amount INTEGER NOT NULL DEFAULT 0;
ALTER TABLE subscriptions ADD COLUMN expiry_announced INTEGER NOT NULL DEFAULT 0;
CREATE INDEX subscriptions_expiry ON subscriptions (expiry_announced, expires_at);
CREATE INDEX invoices_status ON invoices (status, created_at);
`
