// The admin role's rules, shared by `npm run admin` (scripts/admin.mjs) and its tests. `query`
// runs one SQL statement with $1… parameters and resolves to its rows, on PGlite or PostgreSQL.
// Every grant and revoke is recorded in moderation_actions like a console decision.

const COMMAND_LINE = 'command line';

async function findAccount(query, email) {
  const rows = await query('select id, email from "user" where lower(email) = lower($1)', [email]);
  if (rows.length === 0) throw new Error(`No account with the e-mail ${email}. Sign up first.`);
  return rows[0];
}

async function record(query, action, account, reason) {
  await query(
    `insert into moderation_actions (actor_email, action, target_id, reason, snapshot)
     values ($1, $2, $3, $4, $5::jsonb)`,
    [
      COMMAND_LINE,
      action,
      account.id,
      reason,
      JSON.stringify({ kind: 'account', email: account.email }),
    ],
  );
}

/** Makes the account an admin; says so when it already was. Returns the message to print. */
export async function grantAdmin(query, email) {
  const account = await findAccount(query, email);
  const added = await query(
    'insert into admins (user_id) values ($1) on conflict do nothing returning user_id',
    [account.id],
  );
  if (added.length === 0) return `${account.email} is already an admin.`;
  await record(query, 'grant-admin', account, 'Granted from the command line');
  return `${account.email} is now an admin: the moderation console is at /admin.`;
}

export async function revokeAdmin(query, email) {
  const account = await findAccount(query, email);
  const removed = await query('delete from admins where user_id = $1 returning user_id', [
    account.id,
  ]);
  if (removed.length === 0) return `${account.email} was not an admin.`;
  await record(query, 'revoke-admin', account, 'Revoked from the command line');
  return `${account.email} is no longer an admin.`;
}

export async function listAdmins(query) {
  const rows = await query(
    `select u.email, a.granted_at from admins a join "user" u on u.id = a.user_id order by a.granted_at`,
  );
  if (rows.length === 0) return 'No admins yet. Grant one with: npm run admin -- grant <email>';
  return rows.map((r) => `${r.email} (since ${new Date(r.granted_at).toISOString()})`).join('\n');
}

export const USAGE = 'Usage: npm run admin -- grant <email> | revoke <email> | list';

/** Runs one command line (`grant x@y`, `revoke x@y`, `list`); resolves to the message to print. */
export async function runAdminCommand(query, [command, email]) {
  if (command === 'list') return listAdmins(query);
  if ((command === 'grant' || command === 'revoke') && email)
    return command === 'grant' ? grantAdmin(query, email) : revokeAdmin(query, email);
  throw new Error(USAGE);
}
