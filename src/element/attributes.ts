/** Attribute maps: each element's attributes, their types, defaults and docs, declared once. */
import { createElement, type ComponentType } from 'react';

/** r2wc's transform of the attribute string: `number` by parseFloat, `json` by JSON.parse. */
export type AttributeType = 'string' | 'number' | 'json';

type AttributeValue<T extends AttributeType> = T extends 'string'
  ? string
  : T extends 'number'
    ? number
    : unknown;

/** One attribute of type `T`. */
interface AttributeOf<T extends AttributeType> {
  readonly type: T;
  /** The prop when the attribute is absent, empty, NaN or not `valid`. */
  readonly default?: AttributeValue<T>;
  /** Whether a parsed value is usable; called at render, so it may read the config. */
  readonly valid?: (value: AttributeValue<T>) => boolean;
  /** Without it the element reports once on connect (src/element/required.ts). */
  readonly required?: true;
}

/** One attribute, of any type. */
export type AttributeSpec = AttributeOf<'string'> | AttributeOf<'number'> | AttributeOf<'json'>;

/** camelCase prop → its attribute, named in kebab-case (`articleId` → `article-id`). */
export type AttributeMap = Readonly<Record<string, AttributeSpec>>;

/** A map's props: the default's type (a cast union kept), else the parsed type or `undefined`. */
export type AttributeProps<M extends AttributeMap> = {
  -readonly [K in keyof M]: M[K] extends { readonly default: infer D }
    ? D
    : AttributeValue<M[K]['type']> | undefined;
};

/** Declares an attribute map; returns `map` itself, typed so `valid` gets its value type. */
export function defineAttributes<M extends AttributeMap>(map: M): M {
  return map;
}

/** r2wc's `props` option for a map: prop → attribute type. */
export function attributeTypes(map: AttributeMap): Record<string, AttributeType> {
  return Object.fromEntries(Object.entries(map).map(([name, spec]) => [name, spec.type]));
}

function usable(spec: AttributeSpec, value: unknown): boolean {
  if (value === undefined || value === null || value === '' || Number.isNaN(value)) return false;
  // A property set by a script may have another type than the attribute parses to.
  if (spec.type !== 'json' && typeof value !== spec.type) return false;
  return !spec.valid || (spec.valid as (v: unknown) => boolean)(value);
}

/** The map's props from r2wc's `props`: each value if usable, else its default. */
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

/** `component` with the map's props resolved and the others as given. */
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

/** The kebab-case names of `map`'s required attributes (`vapidPublicKey` → `vapid-public-key`). */
export function requiredAttributes(map: AttributeMap): string[] {
  return Object.keys(map)
    .filter((prop) => map[prop]!.required)
    .map((prop) => prop.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase());
}
