package org.furylike.format;

/** How struct encoders and decoders run: generated per class, or interpreted. */
public enum CodecMode {
  /** Java source generated per class and compiled with Janino (falls back to interpreted). */
  GENERATED,
  /** One reflective interpreter for every class; writes the same bytes as generated code. */
  INTERPRETED
}
