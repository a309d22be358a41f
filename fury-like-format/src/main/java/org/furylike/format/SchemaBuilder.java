package org.furylike.format;

import java.lang.reflect.Modifier;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.furylike.meta.FieldDescriptor;
import org.furylike.meta.FieldOrder;
import org.furylike.meta.GenericType;

/**
 * Maps a class's fields to row types. Field order is core's {@link FieldOrder} (primitives widest
 * first, then by name), so slots are deterministic. Rows are trees: a class that reaches itself
 * through its field types is refused, naming the path.
 */
final class SchemaBuilder {
  private static final Map<Class<?>, RowKind> SCALARS = new HashMap<>();

  static {
    put(RowKind.BOOL, boolean.class, Boolean.class);
    put(RowKind.INT8, byte.class, Byte.class);
    put(RowKind.INT16, short.class, Short.class);
    put(RowKind.CHAR, char.class, Character.class);
    put(RowKind.INT32, int.class, Integer.class);
    put(RowKind.INT64, long.class, Long.class);
    put(RowKind.FLOAT32, float.class, Float.class);
    put(RowKind.FLOAT64, double.class, Double.class);
    put(RowKind.STRING, String.class);
    put(RowKind.DECIMAL, BigDecimal.class);
    put(RowKind.BIGINT, BigInteger.class);
    put(RowKind.INSTANT, Instant.class);
    put(RowKind.DATE, LocalDate.class);
    put(RowKind.DATETIME, LocalDateTime.class);
    put(RowKind.DURATION, Duration.class);
    put(RowKind.BINARY, byte[].class);
  }

  private static void put(RowKind kind, Class<?>... classes) {
    for (Class<?> c : classes) {
      SCALARS.put(c, kind);
    }
  }

  private final Deque<Class<?>> path = new ArrayDeque<>();

  private SchemaBuilder() {}

  static RowSchema build(Class<?> cls) {
    return new SchemaBuilder().struct(cls, cls.getName());
  }

  private RowSchema struct(Class<?> cls, String where) {
    checkStructClass(cls, where);
    if (path.contains(cls)) {
      throw new RowFormatException(
          where
              + ": class "
              + cls.getName()
              + " contains itself through "
              + "its fields; rows are trees, so recursive types (cycles) are not supported");
    }
    path.push(cls);
    try {
      List<String> names = new ArrayList<>();
      List<RowType> types = new ArrayList<>();
      for (FieldDescriptor f : FieldOrder.of(cls)) {
        if (names.contains(f.name())) {
          throw new RowFormatException(
              where
                  + ": field '"
                  + f.name()
                  + "' is declared in more "
                  + "than one class of the hierarchy of "
                  + cls.getName()
                  + "; row fields are named, so "
                  + "names must be unique");
        }
        names.add(f.name());
        types.add(type(f.genericType(), GenericType.shortName(cls) + "." + f.name()));
      }
      return new RowSchema(cls, names, types);
    } finally {
      path.pop();
    }
  }

  private static void checkStructClass(Class<?> cls, String where) {
    if (cls.isInterface()
        || Modifier.isAbstract(cls.getModifiers())
        || cls.isPrimitive()
        || cls.isArray()
        || cls.isEnum()
        || cls.getName().startsWith("java.")) {
      throw new RowFormatException(
          where
              + ": type "
              + cls.getName()
              + " is not supported by the "
              + "row format; fields may be primitives and boxes, String, enums, BigDecimal, BigInteger, "
              + "Instant, LocalDate, LocalDateTime, Duration, arrays, List, Set, Map, Optional, and "
              + "concrete classes or records built of these");
    }
  }

  private RowType type(GenericType g, String where) {
    Class<?> raw = g.raw();
    RowKind kind = SCALARS.get(raw);
    if (kind != null) {
      return RowType.scalar(kind, raw);
    }
    if (raw.isEnum()) {
      return RowType.scalar(RowKind.ENUM, raw);
    }
    if (raw.isArray()) {
      return RowType.array(raw, type(GenericType.ofClass(raw.getComponentType()), where + "[]"));
    }
    if (raw == Optional.class) {
      RowType inner = type(argument(g, 0, where), where + ".get()");
      if (inner.isOptional()) {
        throw new RowFormatException(where + ": Optional of Optional is not supported");
      }
      return inner.asOptional();
    }
    if (JavaContainers.isCollection(raw)) {
      return RowType.array(raw, type(argument(g, 0, where), where + "[]"));
    }
    if (JavaContainers.isMap(raw)) {
      return RowType.map(
          raw,
          type(argument(g, 0, where), where + ".key"),
          type(argument(g, 1, where), where + ".value"));
    }
    return RowType.struct(struct(raw, where));
  }

  private static GenericType argument(GenericType g, int i, String where) {
    GenericType arg = g.arg(i);
    if (arg == null) {
      throw new RowFormatException(
          where
              + ": raw type "
              + g.raw().getName()
              + " has no type "
              + "argument; declare the element type (e.g. List<String>)");
    }
    return arg;
  }
}
