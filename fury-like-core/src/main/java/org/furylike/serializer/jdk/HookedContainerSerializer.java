package org.furylike.serializer.jdk;

import java.io.Externalizable;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import org.furylike.context.ReadContext;
import org.furylike.context.WriteContext;
import org.furylike.exception.FuryException;
import org.furylike.memory.Instantiator;
import org.furylike.resolver.ClassResolver;
import org.furylike.serializer.AbstractCollectionSerializer;
import org.furylike.serializer.AbstractMapSerializer;
import org.furylike.serializer.Serializer;

/**
 * Serializer for a user subclass of a concrete JDK collection or map whose own classes declare JDK
 * hooks ({@code writeObject}/{@code readObject}, {@code writeReplace}/{@code readResolve}), or
 * whose JDK class has state set by its constructor ({@link JdkContainerState}). As {@code
 * ObjectOutputStream} does, the JDK class's contents come first, then the user classes' layers
 * (topmost first, each as {@link HookLayers} writes it), so a {@code readObject} sees the elements
 * already in place.
 *
 * <p>Wire (after the replace tag of {@link ReplaceResolveSerializer}): for subclasses of the JDK
 * classes {@link JdkContainerState} covers, the state their constructors set (a comparator or
 * {@code Properties} defaults slot, or the access-order boolean); then {@code varuint32} size, the
 * elements (or entries) as a collection (map) writes them when there are any, then the user layers.
 * The reader runs the class's no-arg constructor (the JDK superclass's state needs it), restores
 * that state, empties the result, fills it, and runs the layers' {@code readObject}s.
 *
 * @param <T> the user subclass
 */
public final class HookedContainerSerializer<T> extends ReplaceResolveSerializer<T> {
  private final boolean map;
  private final HookLayers layers;

  /**
   * JDK classes whose public no-arg constructor leaves no state behind that a subclass's
   * constructor could have set otherwise, apart from what {@link JdkContainerState} restores.
   */
  private static final Set<Class<?>> NO_ARG_COMPLETE =
      Set.of(
          ArrayList.class,
          java.util.LinkedList.class,
          java.util.ArrayDeque.class,
          java.util.Vector.class,
          java.util.HashSet.class,
          java.util.LinkedHashSet.class,
          java.util.TreeSet.class,
          java.util.PriorityQueue.class,
          java.util.HashMap.class,
          java.util.LinkedHashMap.class,
          java.util.TreeMap.class,
          java.util.Hashtable.class,
          java.util.Properties.class,
          java.util.IdentityHashMap.class,
          java.util.concurrent.ConcurrentHashMap.class,
          java.util.concurrent.ConcurrentSkipListMap.class,
          java.util.concurrent.ConcurrentSkipListSet.class,
          java.util.concurrent.CopyOnWriteArrayList.class,
          java.util.concurrent.ConcurrentLinkedQueue.class,
          java.util.concurrent.ConcurrentLinkedDeque.class,
          java.util.concurrent.CopyOnWriteArraySet.class,
          java.util.concurrent.LinkedTransferQueue.class,
          java.util.concurrent.PriorityBlockingQueue.class,
          java.util.concurrent.LinkedBlockingQueue.class,
          java.util.concurrent.LinkedBlockingDeque.class);

  private final Supplier<Object> instantiator;
  private final JdkContainerState state;

  /**
   * The serializer of {@code type}, a subclass of {@code jdk}, a JDK collection or map class.
   *
   * @param resolver the resolver of the instance
   * @param type the user subclass
   * @param jdk its nearest JDK superclass
   */
  public HookedContainerSerializer(ClassResolver resolver, Class<T> type, Class<?> jdk) {
    super(type, JdkHooks.of(type));
    this.map = Map.class.isAssignableFrom(type);
    List<JdkHooks.Layer> user = new ArrayList<>();
    for (JdkHooks.Layer l : JdkHooks.of(type).layers()) {
      if (l.cls != jdk && jdk.isAssignableFrom(l.cls)) {
        user.add(l);
      }
    }
    this.layers = new HookLayers(resolver, type, user);
    this.instantiator = instantiator(type, jdk);
    this.state = JdkContainerState.of(type);
  }

  /**
   * Makes empty instances: through the class's no-arg constructor, or, for a class without one (an
   * anonymous "double brace" subclass), by running the JDK class's public no-arg constructor on it,
   * as far as that constructor sets all the JDK state ({@link #NO_ARG_COMPLETE}).
   */
  private static Supplier<Object> instantiator(Class<?> type, Class<?> jdk) {
    try {
      type.getDeclaredConstructor();
      Instantiator<?> i = Instantiator.of(type);
      return i::newInstance;
    } catch (NoSuchMethodException e) {
      Constructor<?> c = NO_ARG_COMPLETE.contains(jdk) ? jdkNoArg(type, jdk) : null;
      if (c == null) {
        throw new FuryException(
            type.getName()
                + " extends "
                + jdk.getName()
                + " but has no no-arg constructor, which is needed to initialize the JDK state;"
                + " add one or register a custom serializer");
      }
      return () -> construct(c, type);
    }
  }

  private static Constructor<?> jdkNoArg(Class<?> type, Class<?> jdk) {
    try {
      return SerialInstantiator.calling(type, jdk.getConstructor());
    } catch (NoSuchMethodException e) {
      return null;
    }
  }

  private static Object construct(Constructor<?> c, Class<?> type) {
    try {
      return c.newInstance();
    } catch (InvocationTargetException e) {
      throw HookFailures.of(type, "<init>", e.getCause());
    } catch (ReflectiveOperationException e) {
      throw new FuryException("cannot instantiate " + type.getName(), e);
    }
  }

  /**
   * The serializer of {@code cls}, a collection or map class, when it extends a concrete JDK class
   * and either its own classes declare JDK hooks, or the JDK class has constructor-set state (a
   * comparator or access order, see {@link JdkContainerState}) that a subclass's no-arg constructor
   * may not restore, or it has no no-arg constructor (an anonymous subclass); null otherwise (the
   * built-in subclass serializer then applies). Externalizable subclasses get {@link
   * ExternalizableSerializer}.
   *
   * @param resolver the resolver of the instance
   * @param cls a collection or map class
   * @return the serializer, or null
   */
  @SuppressWarnings({"unchecked", "rawtypes"})
  public static Serializer<?> forHookedSubclass(ClassResolver resolver, Class<?> cls) {
    Class<?> jdk = cls;
    while (jdk != null && !ThrowableSerializer.isJdk(jdk)) {
      jdk = jdk.getSuperclass();
    }
    if (jdk == null
        || jdk == cls
        || jdk == Object.class
        || Modifier.isAbstract(jdk.getModifiers())
        || !(JdkHooks.hasHooksBelow(cls, jdk)
            || JdkContainerState.applies(cls)
            || !hasNoArgConstructor(cls))) {
      return null;
    }
    return Externalizable.class.isAssignableFrom(cls)
        ? new ExternalizableSerializer(resolver, cls)
        : new HookedContainerSerializer(resolver, cls, jdk);
  }

  private static boolean hasNoArgConstructor(Class<?> cls) {
    try {
      cls.getDeclaredConstructor();
      return true;
    } catch (NoSuchMethodException e) {
      return false;
    }
  }

  @Override
  void writeData(WriteContext ctx, Object obj) {
    if (state != null) {
      state.write(ctx, obj);
    }
    if (map) {
      Map<?, ?> m = (Map<?, ?>) obj;
      ctx.buffer().writeVarUint32(m.size());
      if (!m.isEmpty()) {
        AbstractMapSerializer.writeEntries(ctx, m, null);
      }
    } else {
      Collection<?> c = (Collection<?>) obj;
      ctx.buffer().writeVarUint32(c.size());
      if (!c.isEmpty()) {
        AbstractCollectionSerializer.writeElements(ctx, c, null);
      }
    }
    layers.write(ctx, obj);
  }

  @Override
  @SuppressWarnings("unchecked")
  Object readData(ReadContext ctx) {
    @SuppressWarnings("unchecked")
    T obj = (T) instantiator.get();
    ctx.reference(obj);
    if (state != null) {
      state.read(ctx, obj);
    }
    int size = ctx.readLength(map ? 2 : 1, type.getName());
    if (map) {
      Map<Object, Object> m = (Map<Object, Object>) obj;
      m.clear();
      if (size > 0) {
        AbstractMapSerializer.readEntries(ctx, m, size, null);
      }
    } else {
      Collection<Object> c = (Collection<Object>) obj;
      c.clear();
      if (size > 0) {
        AbstractCollectionSerializer.readElements(ctx, c, size, null);
      }
    }
    layers.read(ctx, obj);
    return obj;
  }
}
