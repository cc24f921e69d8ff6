/**
 * The seams of the assistant, so its parts can be built and tested apart:
 * safety rails and prompt enhancement (pure), the offline assistant (our knowledge), the model
 * providers (AI SDK), and the service and routes that put them together.
 */
import type { ChatMode } from '#shared/contracts/chat.contract';

// The model's port lives in lib (ADR 108); chat's own files keep reading it from here.
export type {
  ChatModel,
  ChatModelProvider,
  ModelInput,
  ModelMessage,
} from '#server/lib/chat-model';

/**
 * What prompt enhancement may put in front of a model: health facts only. Never a name, an email,
 * a user id or any other identifier. Empty lists and nulls mean "not known".
 */
export interface ProfileContext {
  age: number | null;
  gender: string | null;
  conditions: string[];
  allergies: string[];
  /** Active medicines and supplements, by the names the user typed (cabinet first, then profile). */
  medications: string[];
  dietType: string | null;
  dietaryRestrictions: string[];
  goals: string[];
  sleepHours: number | null;
  exerciseFrequency: string | null;
  stressLevel: number | null;
  smokingStatus: string | null;
  alcoholConsumption: string | null;
}

export interface EnhancedPrompt {
  /** The message with the mode's context appended under its heading; the original on failure. */
  prompt: string;
  mode: ChatMode;
  /** 0–100: how much useful context was added; 0 when enhancement failed or added nothing. */
  score: number;
  /** The ProfileContext keys that left the server in `prompt` (for tests and the audit). */
  fieldsUsed: (keyof ProfileContext)[];
}

export type SafetyScreen =
  | { kind: 'emergency'; reply: string }
  | { kind: 'refusal'; reason: 'diagnosis' | 'dose_change'; reply: string }
  | { kind: 'ok' };

export interface Source {
  title: string;
  url: string;
}

export interface OfflineAnswer {
  /** Starts by saying it is the offline assistant; never invents; cites what it used. */
  text: string;
  sources: Source[];
}
