package org.furylike.benchmark.peer;

import org.apache.fory.Fory;
import org.apache.fory.config.ForyBuilder;
import org.apache.fory.config.Int64Encoding;
import org.apache.fory.config.Language;
import org.furylike.Fury;
import org.furylike.config.CompatibleMode;
import org.furylike.config.FuryBuilder;

/**
 * The settings fury-like and Apache Fory share in every benchmark, in one place: registration
 * required, ints as varints, longs compressed (fury-like's default encoding, Fory's tagged one),
 * code generation compiled on the caller's thread, reference tracking as the object needs.
 */
public final class PeerSettings {
  private PeerSettings() {}

  /**
   * A fury-like builder with the benchmark settings.
   *
   * @param mode schema-consistent or compatible
   * @param codegen whether code generation is on
   * @param refTracking whether references are tracked
   * @return the builder, for more options and {@code build()}
   */
  public static FuryBuilder furyLike(CompatibleMode mode, boolean codegen, boolean refTracking) {
    return Fury.builder()
        .withCompatibleMode(mode)
        .requireClassRegistration(true)
        .withRefTracking(refTracking)
        .withNumberCompressed(true)
        .withCodegen(codegen)
        .withAsyncCompilation(false);
  }

  /**
   * An Apache Fory builder with the benchmark settings (Java mode; registration is left to the
   * caller).
   *
   * @param refTracking whether references are tracked
   * @return the builder, for more options and {@code build()}
   */
  public static ForyBuilder fory(boolean refTracking) {
    return Fory.builder()
        .withLanguage(Language.JAVA)
        .withRefTracking(refTracking)
        .withCodegen(true)
        .withAsyncCompilation(false)
        .withIntCompressed(true)
        .withLongCompressed(Int64Encoding.TAGGED);
  }
}
