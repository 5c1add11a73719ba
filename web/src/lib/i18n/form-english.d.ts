/** English's form groups alone (`web/build/app-texts.ts`, `FORM_GROUPS`). */
declare module '@app/contracts/i18n/en.json?texts=forms' {
  const texts: { validation: Record<string, string>; auth: Record<string, string> }
  export default texts
}
