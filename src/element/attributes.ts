/**
 * Attribute maps: the one place an element declares its attributes. Each entry
 * names the attribute's type (how r2wc turns the attribute string into a prop), its default and
 * what counts as a usable value; the props type of the element's component is derived from the
 * map ({@link AttributeProps}), and {@link createElementClass} applies the defaults before the
 * component renders, so components get finished values and hold no fallbacks of their own.
 * Each entry's JSDoc is the attribute's documentation: the manifest (and from it the README
 * table and the framework types) reads names, types, literal defaults and docs from the map
 * (scripts/manifest-element-maps.mjs).
 */
import { createElement, type ComponentType } from 'react';

/** How an attribute string becomes a prop: r2wc's transforms (`number` parses with parseFloat, `json` with JSON.parse). */
export type AttributeType = 'string' | 'number' | 'json';

/** The prop value an attribute of type `T` parses to. */
type AttributeValue<T extends AttributeType> = T extends 'string'
  ? string
  : T extends 'number'
    ? number
    : unknown;

/** One attribute of type `T`. */
interface AttributeOf<T extends AttributeType> {
  /** How the attribute string is parsed. */
  readonly type: T;
  /**
   * What the component gets when the attribute is absent, empty (`""`), parses to NaN, or is not
   * {@link AttributeOf.valid}. Without a default the component gets `undefined` then.
   */
  readonly default?: AttributeValue<T>;
  /**
   * Whether a parsed, non-empty, non-NaN value is usable; a value it refuses becomes the default.
   * Called at render time, so it may read the page's configuration.
   */
  readonly valid?: (value: AttributeValue<T>) => boolean;
  /**
   * The element cannot work without it (the manifest adds "Required." to its doc): connected without
   * it, or with it empty, the element says so once (src/element/required.ts).
   */
  readonly required?: true;
}

/** One attribute, of any type. */
export type AttributeSpec = AttributeOf<'string'> | AttributeOf<'number'> | AttributeOf<'json'>;

/** camelCase prop → its attribute; the attribute is the kebab-case name (`articleId` → `article-id`). */
export type AttributeMap = Readonly<Record<string, AttributeSpec>>;

/**
 * The props a map gives its component: an attribute with a default is a required prop of the
 * default's type (a default written `'open' as 'open' | 'finished'` keeps that union); one
 * without is its parsed type or `undefined`.
 */
export type AttributeProps<M extends AttributeMap> = {
  -readonly [K in keyof M]: M[K] extends { readonly default: infer D }
    ? D
    : AttributeValue<M[K]['type']> | undefined;
};

/**
 * Declares an element's attribute map. Returns `map` itself; its use is the precise type: each
 * entry's `valid` gets the value type of its `type`, and defaults keep their declared type.
 */
export function defineAttributes<M extends AttributeMap>(map: M): M {
  return map;
}

/** r2wc's `props` option for a map: prop → attribute type. */
export function attributeTypes(map: AttributeMap): Record<string, AttributeType> {
  return Object.fromEntries(Object.entries(map).map(([name, spec]) => [name, spec.type]));
}

/** Whether `value` (a prop as r2wc parsed it) is used as it is rather than replaced by the default. */
function usable(spec: AttributeSpec, value: unknown): boolean {
  if (value === undefined || value === null || value === '' || Number.isNaN(value)) return false;
  // A property set from a script may hold another type than the attribute would parse to.
  if (spec.type !== 'json' && typeof value !== spec.type) return false;
  return !spec.valid || (spec.valid as (v: unknown) => boolean)(value);
}

/**
 * The map's props from what r2wc parsed (`props`, keyed by camelCase name): each value as it is
 * when usable, else the entry's default (or `undefined`). Other keys of `props` are not read.
 */
export function resolveAttributes<M extends AttributeMap>(
  map: M,
  props: Readonly<Record<string, unknown>>,
): AttributeProps<M> {
  const resolved: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(map)) {
    const value = props[name];
    resolved[name] = usable(spec, value) ? value : spec.default;
  }
  return resolved as AttributeProps<M>;
}

/**
 * `component` behind a component that first resolves `map` ({@link resolveAttributes}): it gets
 * every other prop as given and the map's props with their defaults applied.
 */
export function withAttributeDefaults<P extends object>(
  component: ComponentType<P>,
  map: AttributeMap,
): ComponentType<P> {
  return function WithAttributeDefaults(props: P) {
    return createElement(component, {
      ...props,
      ...resolveAttributes(map, props as Record<string, unknown>),
    });
  };
}

/**
 * The attributes of `map` marked {@link AttributeOf.required}, as the page writes them
 * (kebab-case, r2wc's rule: `vapidPublicKey` → `vapid-public-key`).
 */
export function requiredAttributes(map: AttributeMap): string[] {
  return Object.keys(map)
    .filter((prop) => map[prop]!.required)
    .map((prop) => prop.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase());
}
