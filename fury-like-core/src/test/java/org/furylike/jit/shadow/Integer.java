package org.furylike.jit.shadow;

/**
 * A class of this package named like {@link java.lang.Integer}: source placed in this package that
 * says {@code Integer} means this class, so generated serializers of {@link Host} must not be put
 * here.
 */
public final class Integer {
  private Integer() {}
}
