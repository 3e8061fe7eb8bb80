/** The auth feature's public entry: other features import only from here. */
export { useAuth } from './auth-context.ts';
export { initialsOf } from './components/account-menu.tsx';
export { NewPasswordFields, PasswordField } from './components/credential-fields.tsx';
export { useConfig } from './api/get-config.ts';
