import { logout as logoutCall } from '@/api/generated/functions/auth/auth';
import { clearSession } from './session';

// Signing out is the console frame's (and the personal centre's) work: it ships with them, not with the
// sign-in page, whose first script has a budget.

/**
 * Signs out on the server (a failure there does not keep the user signed in), then clears the session:
 * what was typed in a form is written as its draft first, its pause in typing not waited for.
 */
export async function logout() {
  try {
    await logoutCall();
  } catch {
    // The catalogue has already shown the failure; the local session ends regardless.
  }
  clearSession();
}
