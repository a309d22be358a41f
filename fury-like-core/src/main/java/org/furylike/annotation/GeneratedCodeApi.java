package org.furylike.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a member that generated serializers call by name from source text. The compiler cannot see
 * those calls, so renaming or changing such a member breaks code generation at run time, not at
 * build time; a test checks that every library member the generated classes call carries this mark.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.METHOD, ElementType.CONSTRUCTOR, ElementType.FIELD, ElementType.TYPE})
public @interface GeneratedCodeApi {}
