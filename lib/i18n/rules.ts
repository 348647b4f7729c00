// What the forms' rules say (content/words/{locale}/rules.json): the shape, and its one message with a number.
// Rules only: the browser's forms import this with their schemas, and get the words as props.
import type { Words } from './words';

export type RuleWords = Words['rules'];

export const maxLength = (words: RuleWords, max: number) => words.maxLength.replace('{max}', String(max));
