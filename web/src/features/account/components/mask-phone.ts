/** Shows the first three and last four digits of a phone number: 555****0001. */
export function maskPhone(phone: string): string {
  if (phone.length <= 7) return phone
  return `${phone.slice(0, 3)}${'*'.repeat(phone.length - 7)}${phone.slice(-4)}`
}
