// Texts of the sign-up form, in a plain module: the form and the end-to-end specs that fill it in
// share one spelling.
export const TERMS_LABEL = "I agree to the Terms of Service and Privacy Policy";
