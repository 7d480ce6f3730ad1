/**
 * Validation messages worded exactly as the spec words them (typos included), so owners see what
 * they were promised. Every form in the product builds its messages from here.
 */
export const messages = {
  required: (label: string) => `${label} field is required`,
  tooShort: (label: string, min: number, unit: 'characters' | 'value' = 'characters') =>
    `${label} cannot be less than ${min} ${unit}`,
  tooLong: (label: string, max: number, unit: 'characters' | 'value' = 'characters') =>
    `${label} cannot be more than ${max} ${unit}`,
  valid: (label: string) => `Please enter valid ${label}`,
  email: 'Please enter a valid email',
  mobile: 'Please enter valid Mobile no',
  url: 'Please enter valid Url',
  password:
    'Password must contain at least 6 characters, one uppercase, one number and one special case character',
  passwordsNotMatched: 'Passwords not Matched!',
  passwordsMustMatch: 'Passwords must match',
  passwordChangeEmailRequired: 'email is required field',
  passwordChangeEmailInvalid: 'Invalid email',
  newPasswordRequired: 'Please enter your password.',
  fileNameTooLong: 'Name is larger than 70 characters',
  fileTooLarge: 'File Size is too Large!',
  mustAgreeToTerms: 'Please agree to the Terms of Service and Privacy Policy',
} as const;
