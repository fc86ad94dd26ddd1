export type {
  ComsetConfiguratorProps,
  ComsetExtraChoice,
  ComsetExtrasGroup,
  ComsetLevelChoice,
  ComsetPartChoice,
  ComsetPartGroup,
  ComsetQuoteState,
} from './ComsetConfigurator.tsx';
export { ComsetConfigurator } from './ComsetConfigurator.tsx';
