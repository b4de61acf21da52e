// The small pattern language of the word lists (patterns.ts), turned into words once at start
// (docs/decisions/0023-messages.md, "Safety: the scam and abuse rules", "Cheap by design").
//
// A pattern is written like a regular expression over a folded sentence (single spaces, no
// punctuation), but it is never run as one: each is read here into the words it spells, word by
// word, so that a message is read by looking its words up in sets (phrase-matcher.ts), in time
// linear in its length whatever it holds. What the language allows: letters, spaces, groups
// `( | )`, `?` (also ` ?`: two words written apart or joined), `x+` on a letter (a folded text has
// no letter three times in a row: normalise.ts), `\d+` (a run of digits), `\p{L}+` (a run of
// letters), a group repeated `( )+` or `( )*` when it ends with a space (whole words), `(?! )`
// (not followed by), `>` (the word ends here), `^` and `$` (the sentence starts or ends here).

/** Stand for a run of digits (`\d+`) and a run of letters (`\p{L}+`) in a word of a pattern. */
export const DIGIT_RUN = '\u0001';
export const LETTER_RUN = '\u0002';

type Syntax =
  | { kind: 'char'; char: string }
  | { kind: 'class'; name: 'digit' | 'letter' }
  | { kind: 'seq'; items: Syntax[] }
  | { kind: 'alt'; options: Syntax[] }
  | { kind: 'repeat'; item: Syntax; optional: boolean; many: boolean }
  | { kind: 'notFollowedBy'; source: string }
  | { kind: 'wordEnd' };

class Parser {
  private at = 0;

  constructor(private readonly source: string) {}

  parse(): Syntax {
    const syntax = this.alternatives();
    if (this.at < this.source.length) this.fail('an unmatched )');
    return syntax;
  }

  private fail(what: string): never {
    throw new Error(`Safety pattern "${this.source}": ${what} at ${this.at}`);
  }

  private alternatives(): Syntax {
    const options = [this.sequence()];
    while (this.source[this.at] === '|') {
      this.at++;
      options.push(this.sequence());
    }
    return options.length === 1 ? options[0]! : { kind: 'alt', options };
  }

  private sequence(): Syntax {
    const items: Syntax[] = [];
    while (this.at < this.source.length && this.source[this.at] !== '|' && this.source[this.at] !== ')') {
      items.push(this.quantified(this.atom()));
    }
    return { kind: 'seq', items };
  }

  private atom(): Syntax {
    const { source } = this;
    const char = source[this.at]!;
    if (source.startsWith('(?!', this.at)) {
      let depth = 0;
      const start = this.at + 3;
      for (let index = start; index < source.length; index++) {
        if (source[index] === '(') depth++;
        else if (source[index] === ')' && depth-- === 0) {
          this.at = index + 1;
          return { kind: 'notFollowedBy', source: source.slice(start, index) };
        }
      }
      this.fail('an unclosed (?!');
    }
    if (char === '(') {
      this.at++;
      const inner = this.alternatives();
      if (source[this.at] !== ')') this.fail('an unclosed (');
      this.at++;
      return inner;
    }
    if (source.startsWith('\\d', this.at)) {
      this.at += 2;
      return { kind: 'class', name: 'digit' };
    }
    if (source.startsWith('\\p{L}', this.at)) {
      this.at += 5;
      return { kind: 'class', name: 'letter' };
    }
    if (char === '>') {
      this.at++;
      return { kind: 'wordEnd' };
    }
    if ('\\[]{}.^$<?+*'.includes(char)) this.fail(`an unsupported ${char}`);
    this.at++;
    return { kind: 'char', char };
  }

  private quantified(atom: Syntax): Syntax {
    const quantifier = this.source[this.at];
    if (atom.kind === 'class') {
      if (quantifier !== '+') this.fail('a \\d or \\p{L} without +');
      this.at++;
      return { kind: 'char', char: atom.name === 'digit' ? DIGIT_RUN : LETTER_RUN };
    }
    if (quantifier === '?') {
      this.at++;
      return { kind: 'repeat', item: atom, optional: true, many: false };
    }
    if (quantifier === '+' && atom.kind === 'char') {
      // A letter typed several times: the folded text has it at most twice (normalise.ts).
      if (!/\p{L}/u.test(atom.char)) this.fail('a + on a character that is not a letter');
      this.at++;
      return { kind: 'seq', items: [atom, { kind: 'repeat', item: atom, optional: true, many: false }] };
    }
    if (quantifier === '+' || quantifier === '*') {
      this.at++;
      return { kind: 'repeat', item: atom, optional: quantifier === '*', many: true };
    }
    return atom;
  }
}

/** A state of the pattern read letter by letter (a Thompson automaton). */
interface LetterState {
  empty: number[];
  letters: { char: string; to: number }[];
  notFollowedBy?: string;
  wordEnd?: boolean;
}

function letterAutomaton(syntax: Syntax): { states: LetterState[]; accept: number } {
  const states: LetterState[] = [{ empty: [], letters: [] }];
  const add = (state: Partial<LetterState> = {}) => states.push({ empty: [], letters: [], ...state }) - 1;
  const build = (node: Syntax, from: number): number => {
    switch (node.kind) {
      case 'char': {
        const to = add();
        states[from]!.letters.push({ char: node.char, to });
        return to;
      }
      case 'seq':
        return node.items.reduce((at, item) => build(item, at), from);
      case 'alt': {
        const end = add();
        for (const option of node.options) {
          const entry = add();
          states[from]!.empty.push(entry);
          states[build(option, entry)]!.empty.push(end);
        }
        return end;
      }
      case 'repeat': {
        const entry = add();
        states[from]!.empty.push(entry);
        const end = build(node.item, entry);
        const exit = add();
        states[end]!.empty.push(exit);
        if (node.optional) states[entry]!.empty.push(exit);
        if (node.many) states[end]!.empty.push(entry);
        return exit;
      }
      case 'notFollowedBy': {
        const to = add({ notFollowedBy: node.source });
        states[from]!.empty.push(to);
        return to;
      }
      case 'wordEnd': {
        const to = add({ wordEnd: true });
        states[from]!.empty.push(to);
        return to;
      }
      case 'class':
        throw new Error('unreachable: classes are quantified when parsed');
    }
  };
  return { states, accept: build(syntax, 0) };
}

/** A guard: the text from `offset` letters into the word on must not start with `source`. */
export interface Guard {
  source: string;
  offset: number;
}

/** One word of a pattern, from one place in it to the next (`to`), or to its end (`to` -1). */
export interface WordStep {
  word: string;
  to: number;
  guards: Guard[];
  /** The pattern ends inside the word (Amharic attaches endings): the word only has to start with it. */
  open: boolean;
}

/** A pattern as words: `steps[place]` are the words that may come at each place; place 0 is the start. */
export interface WordPattern {
  steps: WordStep[][];
  atSentenceStart: boolean;
  atSentenceEnd: boolean;
  /** A word group repeated any number of times: how far back a match started is not bounded. */
  repeats: boolean;
}

/** The longest word a pattern may spell: a longer one means a repeat without a space, which is refused. */
const MAX_WORD = 64;

/**
 * Reads a (folded) pattern into words. `openEnd`: the pattern may end inside a word unless it ends
 * with `>` (the Amharic lists); otherwise it ends with a word.
 */
export function wordPattern(pattern: string, openEnd: boolean): WordPattern {
  let source = pattern;
  const atSentenceStart = source.startsWith('^');
  if (atSentenceStart) source = source.slice(1);
  const atSentenceEnd = source.endsWith('$');
  if (atSentenceEnd) source = source.slice(0, -1);
  const syntax = new Parser(source).parse();
  const { states, accept } = letterAutomaton(syntax);

  const places = new Map<number, number>([[0, 0]]);
  const order = [0];
  const steps: WordStep[][] = [];
  const placeOf = (state: number) => {
    if (!places.has(state)) {
      places.set(state, order.length);
      order.push(state);
    }
    return places.get(state)!;
  };

  for (let place = 0; place < order.length; place++) {
    const found = new Map<string, WordStep>();
    const emit = (word: string, to: number, guards: Guard[], open: boolean) => {
      if (word.length === 0) return;
      const key = `${word}\u0000${to}\u0000${open}\u0000${guards.map((guard) => `${guard.source}@${guard.offset}`).join('\u0000')}`;
      if (!found.has(key)) found.set(key, { word, to, guards, open });
    };
    // Every way through the letters of one word, to a space or the end. A repeated group always
    // holds a letter (the parser reads no empty repeat), so `hops` only stops a mistake.
    const walk = (state: number, word: string, guards: Guard[], ended: boolean, hops: number) => {
      if (hops > states.length) throw new Error(`Safety pattern "${pattern}": repeats nothing`);
      const here = states[state]!;
      const nextGuards = here.notFollowedBy === undefined ? guards : [...guards, { source: here.notFollowedBy, offset: word.length }];
      const nextEnded = ended || here.wordEnd === true;
      if (state === accept) emit(word, -1, nextGuards, openEnd && !nextEnded);
      for (const to of here.empty) walk(to, word, nextGuards, nextEnded, hops + 1);
      for (const { char, to } of here.letters) {
        if (char === ' ') emit(word, placeOf(to), nextGuards, false);
        else if (!nextEnded) {
          if (word.length >= MAX_WORD) throw new Error(`Safety pattern "${pattern}": a word longer than ${MAX_WORD}`);
          walk(to, word + char, nextGuards, false, 0);
        }
      }
    };
    walk(order[place]!, '', [], false, 0);
    steps.push([...found.values()]);
  }
  if (steps.some((words) => words.some((step) => step.to === 0))) throw new Error(`Safety pattern "${pattern}": repeats its start`);
  return { steps, atSentenceStart, atSentenceEnd, repeats: hasCycle(steps) };
}

/** Whether a word can lead back to a place already passed (a repeated group of words). */
function hasCycle(steps: WordStep[][]): boolean {
  const state = new Array<'new' | 'open' | 'done'>(steps.length).fill('new');
  const visit = (place: number): boolean => {
    state[place] = 'open';
    for (const { to } of steps[place]!) {
      if (to === -1 || state[to] === 'done') continue;
      if (state[to] === 'open' || visit(to)) return true;
    }
    state[place] = 'done';
    return false;
  };
  return visit(0);
}
