/** A Custom Elements Manifest analyzer plugin (its hooks are typed by the analyzer). */
export interface AnalyzerPlugin {
  name: string;
  moduleLinkPhase?(options: unknown): void;
}
/** The plugin that writes each element's manifest attributes and events from its folder's maps. */
export declare function elementMaps(): AnalyzerPlugin;
