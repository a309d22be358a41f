package org.furylike.meta;

import java.lang.reflect.GenericArrayType;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import org.furylike.annotation.GeneratedCodeApi;

/**
 * A declared type with its type arguments resolved to classes as far as the declaration allows:
 * {@code Map<String, List<Foo>>} becomes raw {@code Map} with arguments {@code String} and {@code
 * List<Foo>}. Type variables and wildcards become their bounds.
 */
public final class GenericType {
  private static final GenericType[] NO_ARGS = new GenericType[0];
  private static final int MAX_NESTING = 16;

  private final Class<?> raw;
  private final GenericType[] args;
  private final boolean monomorphic;
  private final Object boundSerializer;
  private final FieldKind valueKind;
  private final int valueContainer;

  /** {@link #valueContainer()} of a collection type whose element type has a value kind. */
  public static final int VALUE_COLLECTION = 1;

  /** {@link #valueContainer()} of a map type whose key and value types have value kinds. */
  public static final int VALUE_MAP = 2;

  private GenericType(Class<?> raw, GenericType[] args) {
    this.raw = raw;
    this.args = args;
    this.monomorphic = isMonomorphic(raw);
    this.boundSerializer = null;
    this.valueKind = FieldKind.valueKindOf(raw);
    this.valueContainer = valueContainer(raw, args);
  }

  private GenericType(Class<?> raw, GenericType[] args, Object boundSerializer) {
    this.raw = raw;
    this.args = args;
    this.monomorphic = true;
    this.boundSerializer = boundSerializer;
    this.valueKind = null;
    this.valueContainer = valueContainer(raw, args);
  }

  private static int valueContainer(Class<?> raw, GenericType[] args) {
    if (args.length == 1
        && args[0].valueKind != null
        && java.util.Collection.class.isAssignableFrom(raw)) {
      return VALUE_COLLECTION;
    }
    if (args.length == 2
        && args[0].valueKind != null
        && args[1].valueKind != null
        && java.util.Map.class.isAssignableFrom(raw)) {
      return VALUE_MAP;
    }
    return 0;
  }

  /**
   * A monomorphic type read with a given serializer instead of the one registered for its class:
   * used when a remote schema says how values of a declared type were written.
   *
   * @param raw the declared class
   * @param args the type arguments, or null
   * @param serializer the serializer that reads the values
   * @return the type
   */
  public static GenericType bound(Class<?> raw, GenericType[] args, Object serializer) {
    return new GenericType(raw, args == null ? NO_ARGS : args, serializer);
  }

  /**
   * A type with the given arguments, monomorphic or not by its class.
   *
   * @param raw the declared class
   * @param args the type arguments
   * @return the type
   */
  public static GenericType withArgs(Class<?> raw, GenericType[] args) {
    return new GenericType(raw, args == null ? NO_ARGS : args);
  }

  /**
   * {@return the kind of this type's values when it is exactly {@code String} or a boxed primitive
   * class with no serializer bound to it, else null} Runs of such values are written in place.
   */
  public FieldKind valueKind() {
    return valueKind;
  }

  /**
   * {@return {@link #VALUE_COLLECTION} for a collection type whose element type has a {@link
   * #valueKind()}, {@link #VALUE_MAP} for a map type whose key and value types both have one, else
   * 0} Runs of such containers, themselves runs of values written in place, can be written in one
   * pass.
   */
  public int valueContainer() {
    return valueContainer;
  }

  /** {@return the serializer bound by {@link #bound}, or null} */
  public Object boundSerializer() {
    return boundSerializer;
  }

  /**
   * The generic type of a reflective {@link Type}.
   *
   * @param type a class, parameterized type, wildcard, type variable or array type
   * @return its description
   */
  public static GenericType of(Type type) {
    return of(type, 0);
  }

  /**
   * A type without arguments.
   *
   * @param cls the class
   * @return the type
   */
  public static GenericType ofClass(Class<?> cls) {
    return new GenericType(cls, NO_ARGS);
  }

  private static GenericType of(Type type, int nesting) {
    if (nesting > MAX_NESTING) {
      return new GenericType(rawClass(type), NO_ARGS);
    }
    if (type instanceof ParameterizedType) {
      ParameterizedType p = (ParameterizedType) type;
      Type[] actual = p.getActualTypeArguments();
      GenericType[] args = new GenericType[actual.length];
      for (int i = 0; i < actual.length; i++) {
        args[i] = of(actual[i], nesting + 1);
      }
      return new GenericType(rawClass(p.getRawType()), args);
    }
    return new GenericType(rawClass(type), NO_ARGS);
  }

  /**
   * The erasure of a reflective type.
   *
   * @param type a reflective type
   * @return its erasure
   */
  public static Class<?> rawClass(Type type) {
    if (type instanceof Class) {
      return (Class<?>) type;
    }
    if (type instanceof ParameterizedType) {
      return rawClass(((ParameterizedType) type).getRawType());
    }
    if (type instanceof GenericArrayType) {
      return rawClass(((GenericArrayType) type).getGenericComponentType()).arrayType();
    }
    if (type instanceof WildcardType) {
      Type[] upper = ((WildcardType) type).getUpperBounds();
      return upper.length == 0 ? Object.class : rawClass(upper[0]);
    }
    if (type instanceof TypeVariable) {
      Type[] bounds = ((TypeVariable<?>) type).getBounds();
      return bounds.length == 0 ? Object.class : rawClass(bounds[0]);
    }
    return Object.class;
  }

  /**
   * Whether every value of a slot declared with this class has exactly this class (or is one of its
   * enum constants), so no class information needs to be written.
   *
   * @param cls a declared class
   * @return whether it is monomorphic
   */
  public static boolean isMonomorphic(Class<?> cls) {
    if (cls.isPrimitive() || cls.isEnum()) {
      return true;
    }
    if (cls.isArray()) {
      return isMonomorphic(cls.getComponentType());
    }
    return Modifier.isFinal(cls.getModifiers());
  }

  /**
   * The class name without package or enclosing classes. Unlike {@link Class#getSimpleName()} it
   * never consults the InnerClasses attribute, which fails for nested classes whose enclosing class
   * lives in another class loader.
   *
   * @param c the class
   * @return its short name
   */
  public static String shortName(Class<?> c) {
    if (c.isArray()) {
      return shortName(c.getComponentType()) + "[]";
    }
    String n = c.getName();
    return n.substring(Math.max(n.lastIndexOf('.'), n.lastIndexOf('$')) + 1);
  }

  /**
   * {@link #shortName(Class)} for a binary class name.
   *
   * @param className a binary class name
   * @return its short name
   */
  public static String shortNameOf(String className) {
    return className.substring(
        Math.max(className.lastIndexOf('.'), className.lastIndexOf('$')) + 1);
  }

  /** {@return the declared class} */
  public Class<?> raw() {
    return raw;
  }

  /**
   * The i-th type argument, or null when the declaration has none.
   *
   * @param i the index of the argument
   * @return the argument, or null
   */
  @GeneratedCodeApi
  public GenericType arg(int i) {
    return i < args.length ? args[i] : null;
  }

  /** {@return the number of type arguments} */
  public int argCount() {
    return args.length;
  }

  /**
   * {@return whether every value of this type has exactly its class, so no class information is
   * written}
   */
  public boolean isMonomorphic() {
    return monomorphic;
  }

  @Override
  public String toString() {
    if (args.length == 0) {
      return shortName(raw);
    }
    StringBuilder sb = new StringBuilder(shortName(raw)).append('<');
    for (int i = 0; i < args.length; i++) {
      if (i > 0) {
        sb.append(", ");
      }
      sb.append(args[i]);
    }
    return sb.append('>').toString();
  }
}
