package org.furylike.config;

import java.util.Objects;

/**
 * The immutable settings of a {@code Fury} instance, built by {@link FuryBuilder}. Two equal
 * configs produce the same bytes for the same objects and may share generated code.
 */
public final class Config {
  private final boolean refTracking;
  private final CompatibleMode compatibleMode;
  private final boolean requireClassRegistration;
  private final boolean numberCompressed;
  private final int maxDepth;
  private final ClassLoader classLoader;
  private final int bufferRetainLimit;
  private final boolean codegen;
  private final boolean unknownEnumAsNull;
  private final boolean classVersionCheck;
  private final boolean checksum;
  private final boolean asyncCompilation;
  private final boolean codegenStrict;
  private final java.nio.file.Path codegenDumpDir;
  private final Limits limits;
  private final boolean urlValues;
  private final boolean patternValues;

  Config(FuryBuilder b, ClassLoader classLoader) {
    this.refTracking = b.refTracking;
    this.compatibleMode = b.compatibleMode;
    this.requireClassRegistration = b.requireClassRegistration;
    this.numberCompressed = b.numberCompressed;
    this.maxDepth = b.maxDepth;
    this.classLoader = classLoader;
    this.bufferRetainLimit = b.bufferRetainLimit;
    this.codegen = b.codegen;
    this.unknownEnumAsNull = b.unknownEnumAsNull;
    this.classVersionCheck = b.classVersionCheck;
    this.checksum = b.checksum;
    this.asyncCompilation = b.asyncCompilation;
    this.codegenStrict = b.codegenStrict;
    this.codegenDumpDir = b.codegenDumpDir;
    this.limits = new Limits(b);
    this.urlValues = b.urlValues;
    this.patternValues = b.patternValues;
  }

  /** {@return whether shared and cyclic references keep their identity} */
  public boolean isRefTracking() {
    return refTracking;
  }

  /** {@return how writer and reader agree on class schemas (schema-consistent or compatible)} */
  public CompatibleMode getCompatibleMode() {
    return compatibleMode;
  }

  /**
   * {@return whether only registered classes (and the built-in JDK types) may be written and read}
   */
  public boolean isRequireClassRegistration() {
    return requireClassRegistration;
  }

  /** {@return whether ints are written as zigzag varints and longs as small-value-tagged longs} */
  public boolean isNumberCompressed() {
    return numberCompressed;
  }

  /**
   * {@return the per-message budgets of reads (bytes, objects, preallocation, nesting in hash
   * keys)}
   */
  public Limits getLimits() {
    return limits;
  }

  /**
   * {@return whether {@code java.net.URL} values may be read ({@link FuryBuilder#withUrlValues})}
   */
  public boolean isUrlValues() {
    return urlValues;
  }

  /**
   * {@return whether {@code java.util.regex.Pattern} values may be read ({@link
   * FuryBuilder#withPatternValues})}
   */
  public boolean isPatternValues() {
    return patternValues;
  }

  /** {@return the deepest nesting of objects a call may write or read} */
  public int getMaxDepth() {
    return maxDepth;
  }

  /** {@return the loader used to resolve class names; never null} */
  public ClassLoader getClassLoader() {
    return classLoader;
  }

  /**
   * {@return the size in bytes past which a buffer grown by one call is released afterwards instead
   * of being kept ({@link FuryBuilder#withBufferRetainLimit})}
   */
  public int getBufferRetainLimit() {
    return bufferRetainLimit;
  }

  /** {@return whether serializers for user classes are generated and compiled} */
  public boolean isCodegen() {
    return codegen;
  }

  /** {@return whether an enum constant unknown to the reader becomes null (else an error)} */
  public boolean isUnknownEnumAsNull() {
    return unknownEnumAsNull;
  }

  /**
   * {@return whether schema-consistent streams carry a 16-bit version hash where a user class is
   * first named in a message, so that a reader whose class differs fails clearly}
   */
  public boolean isClassVersionCheck() {
    return classVersionCheck;
  }

  /** {@return whether streams carry class schemas (compatible mode)} */
  public boolean carriesSchemas() {
    return compatibleMode == CompatibleMode.COMPATIBLE;
  }

  /** {@return whether each message ends with a CRC32C that the reader verifies before decoding} */
  public boolean isChecksum() {
    return checksum;
  }

  /** {@return whether generated serializers are compiled in the background} */
  public boolean isAsyncCompilation() {
    return asyncCompilation;
  }

  /** {@return whether a compile failure throws instead of falling back to the interpreter} */
  public boolean isCodegenStrict() {
    return codegenStrict;
  }

  /** {@return where generated sources are written, or null} */
  public java.nio.file.Path getCodegenDumpDir() {
    return codegenDumpDir;
  }

  /** {@return the stream header flags this config writes and expects; see docs/wire-format.md} */
  public int headerFlags() {
    int flags = 0;
    if (refTracking) {
      flags |= 1;
    }
    if (numberCompressed) {
      flags |= 2;
    }
    if (compatibleMode == CompatibleMode.COMPATIBLE) {
      flags |= 4;
    } else if (classVersionCheck) {
      flags |= 8;
    }
    if (checksum) {
      flags |= 0x80;
    }
    return flags;
  }

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof Config)) {
      return false;
    }
    Config c = (Config) o;
    return refTracking == c.refTracking
        && compatibleMode == c.compatibleMode
        && requireClassRegistration == c.requireClassRegistration
        && numberCompressed == c.numberCompressed
        && maxDepth == c.maxDepth
        && bufferRetainLimit == c.bufferRetainLimit
        && codegen == c.codegen
        && unknownEnumAsNull == c.unknownEnumAsNull
        && classVersionCheck == c.classVersionCheck
        && checksum == c.checksum
        && asyncCompilation == c.asyncCompilation
        && codegenStrict == c.codegenStrict
        && Objects.equals(codegenDumpDir, c.codegenDumpDir)
        && limits.equals(c.limits)
        && urlValues == c.urlValues
        && patternValues == c.patternValues;
  }

  @Override
  public int hashCode() {
    return Objects.hash(
        refTracking,
        compatibleMode,
        requireClassRegistration,
        numberCompressed,
        maxDepth,
        bufferRetainLimit,
        codegen,
        unknownEnumAsNull,
        classVersionCheck,
        checksum,
        asyncCompilation,
        codegenStrict,
        codegenDumpDir,
        limits,
        urlValues,
        patternValues);
  }

  @Override
  public String toString() {
    return "Config{refTracking="
        + refTracking
        + ", compatibleMode="
        + compatibleMode
        + ", requireClassRegistration="
        + requireClassRegistration
        + ", numberCompressed="
        + numberCompressed
        + ", maxDepth="
        + maxDepth
        + ", codegen="
        + codegen
        + (asyncCompilation ? " (async)" : "")
        + "}";
  }
}
