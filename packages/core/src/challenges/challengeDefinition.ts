import type { Challenge, ChallengeAttributes } from '../api/oneTimeToken';
import { unexpectedError } from '../errors/gatehouseError';
import type { Translate } from '../messages/baseMessages';
import type { WidgetMessageKey } from '../messages/widgetMessages';

/** A challenge's own texts, by key, in English. */
export type ChallengeTexts = Readonly<Record<string, string>>;

/** One problem a schema found in a value. */
export interface AttributesIssue {
  readonly message: string;
}

/**
 * A schema for a challenge's attributes, in the Standard Schema shape (standardschema.dev): zod,
 * valibot and arktype schemas are all ones. It must validate synchronously.
 */
export interface AttributesSchema<Attributes> {
  readonly '~standard': {
    readonly validate: (
      value: unknown,
    ) =>
      | { readonly value: Attributes; readonly issues?: undefined }
      | { readonly issues: ReadonlyArray<AttributesIssue> }
      | Promise<unknown>;
  };
}

/**
 * The framework-free part of a challenge type's definition: how its attributes are read, how
 * the flow names and offers it. Registered by server type (`{ PASSWORD: passwordDefinition }`); the
 * flow engine reads these and names no challenge type itself.
 */
export interface ChallengeDefinition<
  Attributes = ChallengeAttributes,
  Texts extends ChallengeTexts = ChallengeTexts,
> {
  /**
   * Parses the challenge's `viewData.attributes` into what it reads. Without one the challenge
   * gets the attributes as sent. Attributes that fail it are a malformed server answer: the
   * flow shows its error screen, whose Retry reads the token again.
   */
  attributes?: AttributesSchema<Attributes> | undefined;
  /**
   * The method's name on "Choose a 2-step verification method": plain text, or read from the
   * catalogue with `t`. Without one the server type is shown.
   */
  label?:
    string | ((t: Translate<(keyof Texts & string) | WidgetMessageKey>) => string) | undefined;
  /**
   * The challenge's texts: what the flow shows for it (its label, its contact line) and what its
   * screen shows. The flow adds them to its catalogue and gives them to the screen; the host's
   * texts still win.
   */
  messages?: Texts | undefined;
  /**
   * A recovery route: offered behind "I don't have any of these", and among the alternatives only
   * when the server flags it `showInApproveAnotherWay`.
   */
  recovery?: boolean | undefined;
  /** How the challenge reaches the user, e.g. 'phone' for a code sent by SMS, voice or WhatsApp. */
  channel?: string | undefined;
  /**
   * The line "Choose a 2-step verification method" shows about where this challenge reaches the
   * user ("We'll use +44 ••• for SMS, voice call and WhatsApp"), or undefined. One line per
   * `channel`, from the first challenge on offer that has one.
   */
  contact?(
    attributes: Attributes,
    t: Translate<(keyof Texts & string) | WidgetMessageKey>,
  ): string | undefined;
  /**
   * Offers this challenge as a recovery route even where the token does not list it: on a token
   * whose action is one of `actionTypes`, when its step includes a challenge that reaches the user
   * through `channel` (which the user may no longer have, e.g. a lost phone).
   */
  recoversChannel?: { channel: string; actionTypes: readonly string[] } | undefined;
}

/**
 * Definitions by server type. `any`: each definition reads its own attributes type, which a registry of
 * every type cannot name; `readAttributes` is the only way attributes reach a definition's hooks.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- attributes types are invariant: only any holds every one
export type ChallengeDefinitions = Readonly<Partial<Record<string, ChallengeDefinition<any, any>>>>;

/**
 * The challenge's attributes as its definition reads them: parsed by the definition's schema, or as sent
 * when it has none. Throws `unexpected.error` when they fail the schema (a malformed answer).
 */
export function readAttributes<Attributes>(
  definition: Pick<ChallengeDefinition<Attributes>, 'attributes'> | undefined,
  challenge: Challenge,
): Attributes {
  const sent: ChallengeAttributes = challenge.viewData?.attributes ?? {};
  if (!definition?.attributes) return sent as Attributes;
  const result = definition.attributes['~standard'].validate(sent);
  if (result instanceof Promise) {
    throw unexpectedError(
      200,
      new Error(`The ${challenge.type} challenge's attributes schema is asynchronous.`),
    );
  }
  if (result.issues) throw unexpectedError(200, result.issues);
  return result.value;
}

/** The method's name for `challenge` on "Choose a 2-step verification method". */
export function methodLabel<Texts extends ChallengeTexts>(
  definition: ChallengeDefinition<unknown, Texts> | undefined,
  challenge: Challenge,
  t: Translate<string>,
): string {
  const label = definition?.label;
  if (typeof label === 'function') return label(t);
  return label ?? challenge.type;
}
