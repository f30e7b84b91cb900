// Our scene shim for Box2D v3.1.1 (see v3scene.h): builds a world from the benchmark's description
// with Box2D v3's public API, single-threaded (no task system: one worker).
#include "v3scene.h"
#include "box2d/box2d.h"
#include <math.h>
#include <stdlib.h>

struct V3Scene {
    b2WorldId world;
    b2BodyId *boxes;
    int32_t count;
    float timeStep;
    int32_t subSteps;
    double pointsPerMeter;
};

V3Scene *v3scene_create(const V3SceneParameters *p, const V3Static *statics, int32_t staticCount,
                        double boxSide, const double *centers, int32_t count, const V3Material *material) {
    if (p == NULL || material == NULL || count < 0 || !(p->pointsPerMeter > 0) || !(p->timeStep > 0) || !(boxSide > 0)) return NULL;
    const double k = 1.0 / p->pointsPerMeter;
    V3Scene *scene = calloc(1, sizeof(V3Scene));
    if (scene == NULL) return NULL;
    scene->boxes = calloc((size_t)(count > 0 ? count : 1), sizeof(b2BodyId));
    scene->count = count;
    scene->timeStep = (float)p->timeStep;
    scene->subSteps = p->subSteps > 0 ? p->subSteps : 4;
    scene->pointsPerMeter = p->pointsPerMeter;

    b2WorldDef worldDef = b2DefaultWorldDef();
    worldDef.gravity = (b2Vec2){0.0f, (float)(p->gravity * k)};
    worldDef.enableSleep = p->allowSleeping != 0;
    worldDef.enableContinuous = p->continuous != 0;
    worldDef.workerCount = 1;
    scene->world = b2CreateWorld(&worldDef);

    b2BodyDef groundDef = b2DefaultBodyDef();
    b2BodyId ground = b2CreateBody(scene->world, &groundDef);
    b2ShapeDef groundShape = b2DefaultShapeDef();
    groundShape.material.friction = (float)material->friction;
    groundShape.material.restitution = (float)material->restitution;
    for (int32_t i = 0; i < staticCount; ++i) {
        const V3Static *s = statics + i;
        if (s->kind == 0) {
            b2Polygon box = b2MakeOffsetBox((float)(0.5 * s->a * k), (float)(0.5 * s->b * k),
                                            (b2Vec2){(float)(s->x * k), (float)(s->y * k)}, b2Rot_identity);
            b2CreatePolygonShape(ground, &groundShape, &box);
        } else {
            b2Segment segment = {{(float)(s->x * k), (float)(s->y * k)}, {(float)(s->a * k), (float)(s->b * k)}};
            b2CreateSegmentShape(ground, &groundShape, &segment);
        }
    }

    b2Polygon box = b2MakeSquare((float)(0.5 * boxSide * k));
    b2ShapeDef shapeDef = b2DefaultShapeDef();
    shapeDef.density = (float)material->density;
    shapeDef.material.friction = (float)material->friction;
    shapeDef.material.restitution = (float)material->restitution;
    for (int32_t i = 0; i < count; ++i) {
        b2BodyDef def = b2DefaultBodyDef();
        def.type = b2_dynamicBody;
        def.position = (b2Vec2){(float)(centers[2 * i] * k), (float)(centers[2 * i + 1] * k)};
        def.linearDamping = (float)material->linearDamping;
        def.angularDamping = (float)material->angularDamping;
        scene->boxes[i] = b2CreateBody(scene->world, &def);
        b2CreatePolygonShape(scene->boxes[i], &shapeDef, &box);
    }
    return scene;
}

void v3scene_step(V3Scene *scene, int32_t steps) {
    for (int32_t i = 0; i < steps; ++i) b2World_Step(scene->world, scene->timeStep, scene->subSteps);
}

int32_t v3scene_awake_count(const V3Scene *scene) {
    int32_t awake = 0;
    for (int32_t i = 0; i < scene->count; ++i) awake += b2Body_IsAwake(scene->boxes[i]) ? 1 : 0;
    return awake;
}

void v3scene_box_state(const V3Scene *scene, int32_t index, double *x, double *y, double *angle) {
    if (index < 0 || index >= scene->count) {
        *x = 0; *y = 0; *angle = 0;
        return;
    }
    b2Vec2 p = b2Body_GetPosition(scene->boxes[index]);
    *x = (double)p.x * scene->pointsPerMeter;
    *y = (double)p.y * scene->pointsPerMeter;
    *angle = (double)b2Rot_GetAngle(b2Body_GetRotation(scene->boxes[index]));
}

void v3scene_version(int32_t *major, int32_t *minor, int32_t *revision) {
    b2Version v = b2GetVersion();
    *major = v.major;
    *minor = v.minor;
    *revision = v.revision;
}

void v3scene_destroy(V3Scene *scene) {
    if (scene == NULL) return;
    b2DestroyWorld(scene->world);
    free(scene->boxes);
    free(scene);
}

double v3scene_cradle(const V3Cradle *setup, double *after) {
    if (setup->count < 2 || setup->count > 64 || setup->pulled < 1 || setup->pulled >= setup->count || !(setup->radius > 0)
        || !(setup->rodLength > 0) || !(setup->pointsPerMeter > 0) || !(setup->timeStep > 0)) return 0;
    const double k = 1.0 / setup->pointsPerMeter;
    b2WorldDef worldDef = b2DefaultWorldDef();
    worldDef.gravity = (b2Vec2){0.0f, (float)(setup->gravity * k)};
    worldDef.workerCount = 1;
    b2WorldId world = b2CreateWorld(&worldDef);
    b2BodyDef groundDef = b2DefaultBodyDef();
    b2BodyId ground = b2CreateBody(world, &groundDef);
    b2BodyId balls[64];
    for (int32_t i = 0; i < setup->count; ++i) {
        const double ax = 200 + 2 * setup->radius * i, ay = 200;
        const double swing = i < setup->pulled ? setup->angle : 0;
        b2BodyDef def = b2DefaultBodyDef();
        def.type = b2_dynamicBody;
        def.position = (b2Vec2){(float)((ax - setup->rodLength * sin(swing)) * k), (float)((ay + setup->rodLength * cos(swing)) * k)};
        balls[i] = b2CreateBody(world, &def);
        b2ShapeDef shape = b2DefaultShapeDef();
        shape.density = 1;
        shape.material.friction = 0;
        shape.material.restitution = 1;
        b2Circle circle = {{0, 0}, (float)(setup->radius * k)};
        b2CreateCircleShape(balls[i], &shape, &circle);
        b2DistanceJointDef rod = b2DefaultDistanceJointDef();
        rod.bodyIdA = ground;
        rod.bodyIdB = balls[i];
        rod.localAnchorA = (b2Vec2){(float)(ax * k), (float)(ay * k)};
        rod.localAnchorB = (b2Vec2){0, 0};
        rod.length = (float)(setup->rodLength * k);
        b2CreateDistanceJoint(world, &rod);
    }
    b2BodyId last = balls[setup->pulled - 1];
    double incoming = 0;
    for (int32_t step = 0; step < 600; ++step) {
        b2World_Step(world, (float)setup->timeStep, setup->iterations);
        const double v = (double)b2Body_GetLinearVelocity(last).x * setup->pointsPerMeter;
        if (v < incoming - 1) break;
        if (v > incoming) incoming = v;
    }
    for (int32_t step = 0; step < 2; ++step) b2World_Step(world, (float)setup->timeStep, setup->iterations);
    for (int32_t i = 0; i < setup->count; ++i) {
        after[i] = incoming > 0 ? (double)b2Body_GetLinearVelocity(balls[i]).x * setup->pointsPerMeter / incoming : 0;
    }
    b2DestroyWorld(world);
    return incoming;
}
