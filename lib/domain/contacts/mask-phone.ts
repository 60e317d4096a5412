/** A phone number with every digit masked but the last two (the limited contact view). */
export function maskPhone(phone: string | null): string | null {
  if (!phone) return null;
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 2) return null;
  return `${'*'.repeat(digits.length - 2)}${digits.slice(-2)}`;
}
