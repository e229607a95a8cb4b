/** Recipients a mail library would read as several addresses, or that are no mailbox at all. */
export const NOT_ONE_MAILBOX = [
  'mallory@evil.test,m1@uni.test',
  '<mallory@evil.test>@uni.test',
  'mallory@evil.test;m3@uni.test',
  'Mallory <mallory@evil.test>',
  ' student@uni.test',
  '',
] as const;
