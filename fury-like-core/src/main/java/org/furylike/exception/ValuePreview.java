package org.furylike.exception;

/**
 * Bounded descriptions of values for error messages. Only strings, boxed primitives and enums show
 * their content (cut to {@value #MAX_CHARS} characters); any other value shows its class name only,
 * so an error path never runs user code ({@code toString()}) and never builds a huge string.
 */
public final class ValuePreview {
  /** Longest content shown. */
  public static final int MAX_CHARS = 40;

  private ValuePreview() {}

  /**
   * A short description of {@code value}: its content when safe to show, and its class.
   *
   * @param value any value, possibly null
   * @return a bounded description that never calls a user {@code toString()}
   */
  public static String of(Object value) {
    if (value == null) {
      return "null";
    }
    Class<?> cls = value.getClass();
    String content;
    if (value instanceof String) {
      content = '"' + cut((String) value) + '"';
    } else if (value instanceof Number && cls.getName().startsWith("java.lang.")
        || value instanceof Boolean
        || value instanceof Character) {
      content = cut(String.valueOf(value));
    } else if (value instanceof Enum) {
      content = ((Enum<?>) value).name();
    } else {
      return "a " + cls.getName();
    }
    return content + " (" + cls.getSimpleName() + ")";
  }

  private static String cut(String s) {
    return s.length() > MAX_CHARS ? s.substring(0, MAX_CHARS) + "..." : s;
  }
}
