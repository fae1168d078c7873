/** Spec §5: the change is possible only with a non-empty new password equal to its confirmation. */
export function canChangePassword(newPassword: string, confirmation: string): boolean {
  return newPassword.length > 0 && newPassword === confirmation
}

/** Whether to say the two differ: only once the confirmation has been typed. */
export function passwordsDiffer(newPassword: string, confirmation: string): boolean {
  return confirmation.length > 0 && newPassword !== confirmation
}
