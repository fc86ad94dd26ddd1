import { AuthPage } from './AuthPage.tsx';

export default function RegisterPage() {
  return <AuthPage first="register" />;
}
