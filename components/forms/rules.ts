// What every form's rules share: the field errors' shape. Loaded on demand with the form's own module
// (use-lead-form.ts), as zod is the largest part of a form's code and a visitor who only reads the page never needs
// it; the rules' words come with the form's own words, as props.
export { fieldErrors } from '@/lib/leads/rules/fields';
