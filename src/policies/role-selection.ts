// The current role. The stored role if the user still holds it; else, with several
// roles including student or teacher, the first that is neither; else the first.
export function selectCurrentRole(roles: readonly string[], stored?: string | null): string | undefined {
  if (stored && roles.includes(stored)) return stored;
  if (roles.length > 1 && roles.some((r) => r === 'student' || r === 'teacher')) {
    const other = roles.find((r) => r !== 'student' && r !== 'teacher');
    if (other) return other;
  }
  return roles[0];
}
