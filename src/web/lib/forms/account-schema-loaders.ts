// The account forms' contracts as downloads of their own: a public page's first script holds no
// zod (docs/targets.md S1); the contract comes when the member first sends the form.
import { lazySchema } from './contract-resolver';

const schemas = () => import('./account-schemas');

export const signInSchema = lazySchema(() => schemas().then((module) => module.signIn));
export const signUpSchema = lazySchema(() => schemas().then((module) => module.signUp));
export const forgotPasswordSchema = lazySchema(() => schemas().then((module) => module.forgotPassword));
export const resetPasswordSchema = lazySchema(() => schemas().then((module) => module.resetPassword));
export const secondFactorSchema = lazySchema(() => schemas().then((module) => module.secondFactor));
export const changePasswordSchema = lazySchema(() => schemas().then((module) => module.changePassword));
